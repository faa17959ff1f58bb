import { startDevHost } from '@inscriptions/shared/dev';
import register from './register';

// Standalone development host: the shell's providers around this remote's routes only.
startDevHost({ area: 'mf-insights', register });
