import { parentPort } from 'node:worker_threads';
import { uuidv7 } from './src/domain/uuid.js';
const x: number = 1;
parentPort?.postMessage(`hello from child ${uuidv7()} ${x}`);
