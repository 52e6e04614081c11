// The renderer's entry: mounts the app, or says plainly why it cannot run here.
import './zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { api } from './bridge/api';
import './styles/base.css';
import './styles/app.css';

const root = createRoot(document.getElementById('root')!);
try {
  api();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
} catch (error) {
  root.render(
    <main className="fatal">
      <h1>PassDesk cannot start here</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
    </main>,
  );
}
