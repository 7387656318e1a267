import type { PushPublicKey, PushSubscriptionBody, PushSubscriptionsState } from '@marquee/contracts';
import { apiClient } from '../apiClient';
import { clientText } from '../messages';

/** Web push calls (/api/push, docs/product.md Notifications). */
export async function fetchPushPublicKey(): Promise<string> {
  const answer = await apiClient.get<PushPublicKey>('/push/public-key', {
    fallbackMessage: clientText('push.keyFailed'),
  });
  return answer.publicKey;
}

export function savePushSubscription(subscription: PushSubscriptionBody): Promise<PushSubscriptionsState> {
  return apiClient.put<PushSubscriptionsState>('/push/subscriptions', subscription, {
    fallbackMessage: clientText('push.turnOnFailed'),
  });
}

export function removePushSubscription(endpoint: string): Promise<PushSubscriptionsState> {
  return apiClient.request<PushSubscriptionsState>('/push/subscriptions', {
    method: 'DELETE',
    body: { endpoint },
    fallbackMessage: clientText('push.turnOffFailed'),
  });
}

export function sendTestPush(): Promise<void> {
  return apiClient.post<void>('/push/test', undefined, {
    fallbackMessage: clientText('push.testFailed'),
  });
}
