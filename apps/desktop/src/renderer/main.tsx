import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { connectBridge } from './bridge-client';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App api={connectBridge()} />
  </StrictMode>,
);
