import { GOOGLE_SIGN_IN_URL, authProviders } from '@marquee/client';
import { type AuthProvidersResponse } from '@marquee/contracts';
import { Button } from '@marquee/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

const Wide = styled(Button)`
  width: 100%;
  /* the not-configured text is long for a phone: let it wrap rather than overflow */
  white-space: normal;
  text-align: center;
  padding-block: ${({ theme }) => theme.space.xs};
  line-height: 1.3;
`;

/**
 * "Continue with Google": starts Google's redirect flow when this deployment configures it; otherwise the
 * button says sign-in with Google is not configured, and is disabled.
 */
export function GoogleButton() {
  const [providers, setProviders] = useState<AuthProvidersResponse | null>(null);
  useEffect(() => {
    let current = true;
    authProviders().then(
      (answer) => current && setProviders(answer),
      () => current && setProviders({ google: { enabled: false, redirect: false } }),
    );
    return () => {
      current = false;
    };
  }, []);

  if (providers?.google.redirect) {
    return (
      <Wide as="a" href={GOOGLE_SIGN_IN_URL} $variant="secondary">
        Continue with Google
      </Wide>
    );
  }
  return (
    <Wide $variant="secondary" disabled>
      {providers ? 'Sign-in with Google is not configured' : 'Continue with Google'}
    </Wide>
  );
}
