import { startDevHost } from './dev/devHost';

startDevHost();
