import { configure } from '@testing-library/react';

// Lazy screens and dialogs are transformed on first import; on a busy machine that takes seconds.
configure({ asyncUtilTimeout: 10_000 });
