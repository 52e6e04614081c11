// The desktop app's entry: the built main sits in out/main, the preload and renderer beside it.
import { fileURLToPath } from 'node:url';
import { startDesktopApp } from './desktopApp';

startDesktopApp(fileURLToPath(new URL('..', import.meta.url)));
