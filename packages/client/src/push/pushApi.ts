import type { PushPublicKey, PushSubscriptionBody, PushSubscriptionsState } from '@marquee/contracts';
import { apiClient } from '../apiClient';

/** Web push calls (/api/push, docs/product.md Notifications). */
export async function fetchPushPublicKey(): Promise<string> {
  const answer = await apiClient.get<PushPublicKey>('/push/public-key', {
    fallbackMessage: 'Could not get the push key',
  });
  return answer.publicKey;
}

export function savePushSubscription(subscription: PushSubscriptionBody): Promise<PushSubscriptionsState> {
  return apiClient.put<PushSubscriptionsState>('/push/subscriptions', subscription, {
    fallbackMessage: 'Could not turn push on',
  });
}

export function removePushSubscription(endpoint: string): Promise<PushSubscriptionsState> {
  return apiClient.request<PushSubscriptionsState>('/push/subscriptions', {
    method: 'DELETE',
    body: { endpoint },
    fallbackMessage: 'Could not turn push off',
  });
}

export function sendTestPush(): Promise<void> {
  return apiClient.post<void>('/push/test', undefined, {
    fallbackMessage: 'Could not send the test notification',
  });
}
