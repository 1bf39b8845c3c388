import { useEffect, useState } from 'react';
import type { Announcement, Answer } from '../../../../server/contract';

/**
 * The login page's announcements for this host (GET /api/homescreen/announcement/{host}); none
 * while they load or when they cannot be had: the page then shows its logo.
 */
export function useAnnouncements(apiBase: string, host: string): readonly Announcement[] {
  const [announcements, setAnnouncements] = useState<readonly Announcement[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`${apiBase.replace(/\/$/, '')}/homescreen/announcement/${encodeURIComponent(host)}`, { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then((response) => response.json() as Promise<Answer<Announcement[]>>)
      .then((answer) => {
        if (answer.status === 'success') setAnnouncements(answer.data);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Atrium: the announcements could not be loaded', error);
      });
    return () => controller.abort();
  }, [apiBase, host]);
  return announcements;
}

/** Where an announcement's media is served (GET /api/resource/{media}). */
export function resourceUrl(apiBase: string, media: string): string {
  return `${apiBase.replace(/\/$/, '')}/resource/${encodeURIComponent(media)}`;
}
