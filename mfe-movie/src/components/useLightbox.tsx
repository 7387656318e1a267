import { Lightbox, type LightboxItem } from '@marquee/ui';
import { useState } from 'react';
import { useMovieMessages } from '../messages';

/** A lightbox a section opens at one of its items; render `lightbox` somewhere in the section. */
export function useLightbox() {
  const { t } = useMovieMessages();
  const [view, setView] = useState<{ items: LightboxItem[]; index: number } | null>(null);
  const lightbox = view && (
    <Lightbox
      items={view.items}
      index={view.index}
      onIndexChange={(index) => setView({ ...view, index })}
      onClose={() => setView(null)}
      hint={view.items.length > 1 ? t('lightbox.hint') : undefined}
    />
  );
  return { show: (items: LightboxItem[], index = 0) => setView({ items, index }), lightbox };
}
