import { useUpdateProfile } from '@marquee/client';
import { type UserProfile } from '@marquee/contracts';
import { Alert, Button, Heading, Panel, Stack, TextField, theme } from '@marquee/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { isEmailAddress } from '../../components/emailAddress';
import { errorMessage } from '../../components/messages';
import { useAccountMessages } from '../../messages/account';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${`${theme.space.xs} ${theme.space.lg}`};
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    overflow-wrap: anywhere;
  }
`;

export interface PersonalInformationProps {
  profile: UserProfile;
  editing: boolean;
  onEditingChange(editing: boolean): void;
}

/**
 * Name and email, shown or edited; a new email waits for the link sent to it. A save updates the cached
 * account and the session's user, which remounts this panel (its key) with the saved values.
 */
export function PersonalInformation({ profile, editing, onEditingChange }: PersonalInformationProps) {
  const { t } = useAccountMessages();
  const [name, setName] = useState(profile.name);
  const [email, setEmail] = useState(profile.pendingEmail ?? profile.email);
  const [error, setError] = useState('');
  const update = useUpdateProfile(profile.id);
  const saving = update.isPending;

  function save(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || !email.trim()) {
      setError(t('personal.required'));
      return;
    }
    if (!isEmailAddress(email.trim())) {
      setError(t('validation.invalidEmail'));
      return;
    }
    setError('');
    // The promise rather than mutate's callbacks: a saved change remounts this panel before they would run.
    update.mutateAsync({ name: name.trim(), email: email.trim() }).then(
      () => onEditingChange(false),
      (failure: unknown) => setError(errorMessage(failure, t('personal.updateFailed'))),
    );
  }

  function cancel() {
    setName(profile.name);
    setEmail(profile.pendingEmail ?? profile.email);
    setError('');
    onEditingChange(false);
  }

  return (
    <Panel aria-labelledby="personal-information">
      <Heading level={2} size="lg" id="personal-information">
        {t('personal.heading')}
      </Heading>
      {error && <Alert tone="error">{error}</Alert>}
      {profile.pendingEmail && (
        <Alert tone="info">{t('personal.pendingEmail', { email: profile.pendingEmail })}</Alert>
      )}
      {editing ? (
        <form noValidate onSubmit={save}>
          <Stack gap="md">
            <TextField
              label={t('common.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoComplete="name"
            />
            <TextField
              label={t('common.email')}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="email"
            />
            <Stack direction="row" gap="sm" wrap>
              <Button type="submit" disabled={saving}>
                {t(saving ? 'common.saving' : 'personal.save')}
              </Button>
              <Button $variant="secondary" onClick={cancel} disabled={saving}>
                {t('common.cancel')}
              </Button>
            </Stack>
          </Stack>
        </form>
      ) : (
        // Isolated, so a name or an address in another direction keeps its order on a right-to-left page.
        <Facts>
          <dt>{t('common.name')}</dt>
          <dd>
            <bdi>{profile.name}</bdi>
          </dd>
          <dt>{t('common.email')}</dt>
          <dd>
            <bdi dir="ltr">{profile.email}</bdi>
          </dd>
        </Facts>
      )}
    </Panel>
  );
}
