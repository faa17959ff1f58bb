import { describeRegister } from '@inscriptions/shared/testing';
import register from './register';

describeRegister('mf-auth', register);
