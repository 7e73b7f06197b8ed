// POST /api/email/contact (SPEC §7): the contact message, parsed by the domain's one schema.
import type { ContactRequestInput, NoticeResponse } from '@shop/domain';
import type { PostCall } from '../../lib/api-calls';
import { apiPost } from '../../lib/http';

const sendContactCall: PostCall<ContactRequestInput, NoticeResponse> = {
  method: 'POST',
  path: '/api/email/contact',
};

/** Sends the message; resolves with the shop's thank-you, rejects with an HttpError (400, 429…). */
export function sendContactMessage(body: ContactRequestInput): Promise<NoticeResponse> {
  return apiPost(sendContactCall, body);
}
