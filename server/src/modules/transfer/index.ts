export { registerTransfer } from './routes';
