// Every API call the web app makes (SPEC §7): method, address, and the types of its body and answer,
// in one place. The types are the domain's (packages/domain api.ts, cart.ts, schemas), the ones the
// server's response schemas are checked against, so a call site never names or casts an answer type.
import type {
  AccountCartResponse,
  AccountOrdersResponse,
  AccountUser,
  AddressInput,
  BulkRequest,
  BulkResponse,
  CarDiagramsResponse,
  CarGroup,
  CarResponse,
  CartArticle,
  CartRequest,
  CartResponse,
  ChangeEmailRequest,
  ChangePasswordRequest,
  CheckoutConfirmation,
  CheckoutData,
  Country,
  Currency,
  DiagramResponse,
  DiagramSearchBody,
  DiagramSearchResponse,
  DeleteAccountRequest,
  ForgotPasswordRequest,
  ItemDiagramsResponse,
  ItemSearchBody,
  ItemSearchResponse,
  ItemSort,
  ItemsPage,
  ItemsRequest,
  ItemsResponse,
  Language,
  LoginRequest,
  LoginResponse,
  MobilePaymentRequestInput,
  MobilePaymentResponse,
  MobilePaymentStatus,
  OrderCreateRequestInput,
  OrderCreateResponse,
  NoticeResponse,
  OrderView,
  ProfileRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SaveCartResponse,
  SavedAddress,
  SavedAddressesResponse,
  SavedCartResponse,
  SessionsResponse,
  ShipmentDataEntry,
  StoredCart,
} from '@shop/domain';

const enc = encodeURIComponent;

/** A GET answering `Answer`. `answer` is never set: it only carries the type to lib/http.ts. */
export interface GetCall<Answer> {
  readonly method: 'GET';
  readonly path: string;
  readonly answer?: Answer;
}

/** A POST of a `Body` answering `Answer` (the optional fields only carry the types). */
export interface PostCall<Body, Answer> {
  readonly method: 'POST';
  readonly path: string;
  readonly body?: Body;
  readonly answer?: Answer;
}

/** A PUT of a `Body` answering `Answer`. */
export interface PutCall<Body, Answer> {
  readonly method: 'PUT';
  readonly path: string;
  readonly body?: Body;
  readonly answer?: Answer;
}

/** A DELETE answering `Answer` (most answer 204, no body). */
export interface DeleteCall<Answer> {
  readonly method: 'DELETE';
  readonly path: string;
  readonly answer?: Answer;
}

export type ApiCall<Answer> =
  GetCall<Answer> | PostCall<unknown, Answer> | PutCall<unknown, Answer> | DeleteCall<Answer>;

export const getCall = <Answer>(path: string): GetCall<Answer> => ({ method: 'GET', path });
const postCall = <Body, Answer>(path: string): PostCall<Body, Answer> => ({ method: 'POST', path });
const putCall = <Body, Answer>(path: string): PutCall<Body, Answer> => ({ method: 'PUT', path });
const deleteCall = (path: string): DeleteCall<void> => ({ method: 'DELETE', path });

/** GET /api/items/car/:car[/group/:group][/:page][?sort=…] */
function itemsPath(carSlug: string, groupSlug: string | null, page: number, sort: ItemSort | null) {
  let path = `/api/items/car/${enc(carSlug)}`;
  if (groupSlug) path += `/group/${enc(groupSlug)}`;
  if (page > 1) path += `/${page}`;
  return sort ? `${path}?sort=${enc(sort)}` : path;
}

/** GET /api/diagrams/item/:item[/car/:car][/group/:group] */
function itemDiagramsPath(itemId: string, carSlug: string | null, groupSlug: string | null) {
  let path = `/api/diagrams/item/${enc(itemId)}`;
  if (carSlug) {
    path += `/car/${enc(carSlug)}`;
    if (groupSlug) path += `/group/${enc(groupSlug)}`;
  }
  return path;
}

export const api = {
  carGroups: getCall<CarGroup[]>('/api/car-groups'),
  currencies: getCall<Currency[]>('/api/currencies'),
  countries: getCall<Country[]>('/api/country'),
  shipmentData: getCall<ShipmentDataEntry[]>('/api/shipments/data'),
  car: (carSlug: string) => getCall<CarResponse>(`/api/car/${enc(carSlug)}`),
  items: (carSlug: string, groupSlug: string | null, page: number, sort: ItemSort | null) =>
    getCall<ItemsPage>(itemsPath(carSlug, groupSlug, page, sort)),
  itemDiagrams: (itemId: string, carSlug: string | null, groupSlug: string | null) =>
    getCall<ItemDiagramsResponse>(itemDiagramsPath(itemId, carSlug, groupSlug)),
  carDiagrams: (carSlug: string, groupSlug: string) =>
    getCall<CarDiagramsResponse>(`/api/diagrams/car/${enc(carSlug)}/group/${enc(groupSlug)}`),
  diagram: (illustration: string) => getCall<DiagramResponse>(`/api/diagrams/${enc(illustration)}`),
  legacyItem: (legacyItem: string, legacyCar: string, legacyGroup: string) =>
    getCall<ItemDiagramsResponse>(
      `/api/diagrams/item/${enc(legacyItem)}/car/${enc(legacyCar)}/group/${enc(legacyGroup)}/legacy`,
    ),
  savedCart: (cartDate: string, cartId: string) =>
    getCall<SavedCartResponse>(`/api/carts/${enc(cartDate)}/${enc(cartId)}`),
  itemSearch: postCall<ItemSearchBody, ItemSearchResponse>('/api/items/search/'),
  diagramSearch: postCall<DiagramSearchBody, DiagramSearchResponse>('/api/diagrams/search/'),
  lookupItems: postCall<ItemsRequest, ItemsResponse>('/api/items'),
  priceCart: postCall<CartRequest, CartResponse>('/api/cart/'),
  saveCart: postCall<{ articles: CartArticle[] }, SaveCartResponse>('/api/carts/'),
  checkoutData: getCall<CheckoutData>('/api/checkout'),
  checkoutChoice: postCall<BulkRequest, BulkResponse>('/api/bulk'),
  createOrder: postCall<OrderCreateRequestInput, OrderCreateResponse>('/api/legacy/order/create'),
  order: (orderNumber: string, key: string) =>
    getCall<OrderView>(`/api/orders/${enc(orderNumber)}?key=${enc(key)}`),
  mobilePayment: postCall<MobilePaymentRequestInput, MobilePaymentResponse>('/api/swish/request'),
  mobilePaymentStatus: (orderId: string, language: Language) =>
    getCall<MobilePaymentStatus>(`/api/swish/request/${enc(orderId)}?language=${enc(language)}`),
  checkoutConfirmation: (checkoutOrderId: string, language: Language) =>
    getCall<CheckoutConfirmation>(
      `/api/payments/checkout/${enc(checkoutOrderId)}?language=${enc(language)}`,
    ),
  // Accounts (under /api/user, with the bearer token unless said).
  register: postCall<RegisterRequest, LoginResponse>('/api/user/create'),
  login: postCall<LoginRequest, LoginResponse>('/api/user/login'),
  currentUser: getCall<AccountUser>('/api/user'),
  logout: postCall<Record<string, never>, void>('/api/user/logout'),
  sessions: getCall<SessionsResponse>('/api/user/sessions'),
  revokeSession: (id: string) => deleteCall(`/api/user/sessions/${enc(id)}`),
  revokeOtherSessions: deleteCall('/api/user/sessions'),
  /** No token: the same 202 answer whether or not the address has an account. */
  forgotPassword: postCall<ForgotPasswordRequest, NoticeResponse>('/api/user/password/forgot'),
  /** No token: the mailed link's token and the new password; answers a new login. */
  resetPassword: postCall<ResetPasswordRequest, LoginResponse>('/api/user/password/reset'),
  confirmEmail: postCall<{ token: string }, AccountUser>('/api/user/email/confirm'),
  resendConfirmation: postCall<Record<string, never>, NoticeResponse>('/api/user/email/resend'),
  profile: postCall<ProfileRequest, AccountUser>('/api/user/profile'),
  changeEmail: postCall<ChangeEmailRequest, AccountUser>('/api/user/email'),
  changePassword: postCall<ChangePasswordRequest, void>('/api/user/password'),
  deleteAccount: postCall<DeleteAccountRequest, void>('/api/user/delete'),
  accountOrders: getCall<AccountOrdersResponse>('/api/user/orders'),
  addresses: getCall<SavedAddressesResponse>('/api/user/addresses'),
  addAddress: postCall<{ address: AddressInput }, SavedAddress>('/api/user/addresses'),
  updateAddress: (id: string) =>
    putCall<{ address: AddressInput }, SavedAddress>(`/api/user/addresses/${enc(id)}`),
  deleteAddress: (id: string) => deleteCall(`/api/user/addresses/${enc(id)}`),
  accountCart: getCall<AccountCartResponse>('/api/user/cart'),
  saveAccountCart: putCall<{ cart: StoredCart }, AccountCartResponse>('/api/user/cart'),
  /** The account's cart with the visitor's added: the answer is the cart to keep. */
  mergeAccountCart: postCall<{ cart: StoredCart }, AccountCartResponse>('/api/user/cart/merge'),
} as const;
