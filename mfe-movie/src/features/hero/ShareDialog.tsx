import { Button, Modal, theme } from '@marquee/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useMovieMessages } from '../../messages';
import { shareLinks } from './shareLinks';

const Links = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    width: 100%;
  }
`;

const CopyRow = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  align-items: center;
`;

const UrlField = styled.input`
  flex: 1;
  min-width: 0;
  padding: ${theme.space.xs} ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
`;

const Status = styled.p`
  min-height: 1.5em;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.success};
`;

const COPIED_FOR_MS = 2000;

export interface ShareDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  url: string;
}

/** Share the film's page: each service in a new tab, or the link copied to the clipboard. */
export function ShareDialog({ open, onClose, title, url }: ShareDialogProps) {
  const { t } = useMovieMessages();
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (!status) return undefined;
    const timer = window.setTimeout(() => setStatus(''), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t('share.copied'));
    } catch {
      // No clipboard (an insecure origin) or permission refused: the field still holds the link.
      setStatus(t('share.copyFailed'));
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={t('share.title', { title })}>
      <Links>
        {shareLinks(url, title).map((link) => (
          <li key={link.name}>
            <Button as="a" href={link.href} target="_blank" rel="noopener noreferrer" $variant="secondary">
              {link.name}
            </Button>
          </li>
        ))}
      </Links>
      <CopyRow>
        <UrlField readOnly value={url} aria-label={t('share.link')} onFocus={(e) => e.target.select()} />
        <Button onClick={copy}>{t('share.copy')}</Button>
      </CopyRow>
      <Status role="status">{status}</Status>
    </Modal>
  );
}
