import { defineApp } from '../../sdk';
import { SandboxContent } from './SandboxContent';

/** A demo application for trying windows: each launch opens a new window. */
export const sandbox = defineApp({
  name: 'Sandbox',
  title: 'Sandbox',
  createWindow: (index) => ({
    title: `Sandbox ${index}`,
    dimension: { width: 420, height: 300 },
    content: <SandboxContent index={index} />,
  }),
});
