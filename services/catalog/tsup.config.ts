import { serviceBuild } from '../../tsup.service';

export default serviceBuild(['src/main.ts', 'src/worker.ts']);
