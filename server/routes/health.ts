import { HealthAnswer } from '../contract';
import { API_BASE, type App } from '../http';

export function registerHealthRoute(app: App): void {
  app.get(`${API_BASE}/health`, { schema: { response: { 200: HealthAnswer } } }, () => ({
    status: 'success' as const,
    data: { ok: true },
  }));
}
