import { GOOGLE_SIGN_IN_URL, authProvidersQuery } from '@marquee/client';
import { Button, theme } from '@marquee/ui';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { useAccountMessages } from '../../messages/account';

const Wide = styled(Button)`
  width: 100%;
  /* the not-configured text is long for a phone: let it wrap rather than overflow */
  white-space: normal;
  text-align: center;
  padding-block: ${theme.space.xs};
  line-height: 1.3;
`;

/**
 * "Continue with Google": starts Google's redirect flow when this deployment configures it; otherwise the
 * button says sign-in with Google is not configured, and is disabled.
 */
export function GoogleButton() {
  const { t } = useAccountMessages();
  const providers = useQuery(authProvidersQuery());

  if (providers.data?.google.redirect) {
    return (
      <Wide as="a" href={GOOGLE_SIGN_IN_URL} $variant="secondary">
        {t('google.continue')}
      </Wide>
    );
  }
  return (
    <Wide $variant="secondary" disabled>
      {/* Until the answer comes the button keeps its name; no answer counts as not configured. */}
      {t(providers.isPending ? 'google.continue' : 'google.notConfigured')}
    </Wide>
  );
}
