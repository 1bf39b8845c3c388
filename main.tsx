// The browser entry: Atrium's shell with the built-in applications.
import { sandbox } from './apps/sandbox';
import { startAtrium } from './engine';

void startAtrium({ apps: [sandbox] });
