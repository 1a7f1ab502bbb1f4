import '../../src/styles.css';
// The readers' validators, as a page has them once its first answer came (core/engine/schema/validator-set.ts).
import { provideBundledReaderValidators } from '../../core/engine/schema/reader-validators.ts';

provideBundledReaderValidators();
