import type { ImportFormat } from '@marquee/contracts';
import { type DiaryTranslate } from '../../messages/diary';

/** The service a detected format comes from, as people call it ("Letterboxd export (ZIP)"). */
export const formatLabel = (format: ImportFormat, t: DiaryTranslate) => t(`format.${format}`);
