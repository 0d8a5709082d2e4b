/** Entry point: opens the connection first (it takes a moment), then mounts the page. */
import { render } from 'preact';
import { App } from './app.js';
import { Connection, socketUrl } from './net.js';
import './styles.css';

const conn = new Connection(socketUrl(location));
conn.start();
render(<App conn={conn} />, document.getElementById('app')!);
