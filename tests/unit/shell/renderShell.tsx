import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { AuthApi } from '../../../engine/auth';
import { TranslationProvider } from '../../../engine/i18n';
import { ServicesProvider, Shell } from '../../../engine/shell';
import { createTestI18n } from '../i18n/builtinStrings';
import { shellServices } from './shellServices';

/** The shell as the page renders it, signed out, with shellServices' fakes. */
export function renderShell(login: AuthApi['login'] = vi.fn(), translateLanguageOptions: string[] = []) {
  const services = shellServices({ login, translateLanguageOptions });
  const i18n = createTestI18n();
  render(
    <TranslationProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <Shell />
      </ServicesProvider>
    </TranslationProvider>,
  );
  return { services, lifecycle: services.lifecycle, i18n, storage: services.storage };
}
