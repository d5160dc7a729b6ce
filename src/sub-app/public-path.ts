// Import first in a sub-app's entry: see ../public-path.ts.
import '../micro/public-path';
