export { transferRoutes } from './routes';
