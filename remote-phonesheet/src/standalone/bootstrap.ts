// Served on its own origin this remote runs standalone; inside the host only ./module is used.
import { runStandalone } from '@phonesheet/shared/standalone';
import remoteModule from '../exposes/module';

runStandalone(remoteModule);
