/**
 * The contract of the user and session routes: query, body and params schemas, a response
 * schema per status, and the types inferred from them.
 */
import Type, { type Static } from 'typebox';
import {
  AnyObject,
  Data,
  Email,
  GroupCode,
  Lang,
  MessageBody,
  NullableString,
  Password,
  Query,
  Strict,
  Token,
  TokenPair,
  Uuid,
  responses,
} from './parts.ts';

/** A client-chosen uuid must be a random (version 4) one: no nil uuid, no guessable kinds. */
const UuidV4 = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-4[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$',
});

export const User = Type.Object({
  uuid: Type.String({ format: 'uuid' }),
  email: NullableString(),
  is_verified: Type.Boolean(),
  is_kiosk_user: Type.Boolean(),
  source: Type.String(),
  profile: AnyObject,
});
export type User = Static<typeof User>;

const UserData = Data(User);
export const Session = Type.Object({ ...TokenPair.properties, user: User });
export type Session = Static<typeof Session>;

export const Group = Type.Object({ code: Type.String(), name: Type.String(), welcome: Type.String() });
export type Group = Static<typeof Group>;

export const Profile = Strict({
  name: Type.Optional(Type.String({ maxLength: 100 })),
  population_category: Type.Optional(NullableString({ maxLength: 100 })),
  newsletter: Type.Optional(Type.Boolean()),
});
export type Profile = Static<typeof Profile>;

const noQuery = Query({});
const refreshBody = Strict({ refresh_token: Token });

export const createUser = {
  querystring: noQuery,
  body: Strict({
    source: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    is_kiosk_user: Type.Optional(Type.Boolean()),
    uuid: Type.Optional(UuidV4),
  }),
  // 201 created; 200 for the same anonymous uuid sent again.
  response: { ...responses(UserData, [409], 201), 200: UserData },
};
export const me = { querystring: noQuery, response: responses(UserData, [401]) };
export const user = {
  params: Type.Object({ id: Uuid }),
  querystring: noQuery,
  response: responses(UserData, [401, 403, 404]),
};
export const updateProfile = {
  querystring: noQuery,
  body: Strict({ user_uuid: Type.Optional(Uuid), profile: Profile }),
  response: responses(UserData, [401, 403, 404]),
};
export const changePassword = {
  querystring: noQuery,
  body: Strict({
    current_password: Type.Optional(Type.String({ maxLength: 128 })),
    password: Password,
    password_confirm: Password,
  }),
  response: responses(Session, [401, 403]),
};
export type PasswordChange = Static<typeof changePassword.body>;
export const register = {
  querystring: noQuery,
  body: Strict({
    uuid: Type.Optional(Uuid),
    email: Email,
    password: Password,
    password_confirm: Password,
    agreements_acceptence: Type.Boolean(),
  }),
  response: responses(Session, [403, 409], 201),
};
export type SignUpForm = Omit<Static<typeof register.body>, 'uuid'>;
export const login = {
  querystring: noQuery,
  body: Strict({
    email: Type.String({ maxLength: 254 }),
    password: Type.String({ maxLength: 128 }),
    uuid: Type.Optional(Uuid),
  }),
  response: responses(Session, [401]),
};
export const logout = { querystring: noQuery, body: refreshBody, response: responses(MessageBody, [401]) };
export const refreshToken = { querystring: noQuery, body: refreshBody, response: responses(TokenPair, [401]) };
export const deleteAccount = {
  querystring: noQuery,
  body: Strict({ user_uuid: Type.Optional(Uuid), password: Type.Optional(Type.String({ maxLength: 128 })) }),
  response: responses(Type.Object({ result: Type.Literal('OK') }), [401, 403, 404]),
};
export const joinGroup = {
  querystring: noQuery,
  body: Strict({ code: GroupCode, user_uuid: Type.Optional(Uuid) }),
  response: responses(Data(Group), [401, 403, 404]),
};
export const forgotPassword = {
  querystring: noQuery,
  body: Strict({ email: Type.String({ maxLength: 254 }) }),
  response: responses(MessageBody, []),
};
export const tokenLogin = {
  querystring: noQuery,
  body: Strict({ token: Token, uuid: Type.Optional(Uuid) }),
  response: responses(Session, [401]),
};
export const verify = { querystring: noQuery, body: Strict({ token: Token }), response: responses(UserData, []) };
export const resendVerification = {
  querystring: noQuery,
  body: Strict({ lang: Type.Optional(Lang) }),
  response: responses(MessageBody, [401, 409]),
};
/** A kiosk PIN as staff type it (checked against `KIOSK_PIN`; see src/server/services/kiosk-pin.ts). */
export const kioskCheck = {
  querystring: noQuery,
  body: Strict({ pin: Type.String({ minLength: 1, maxLength: 200 }) }),
  response: responses(Type.Object({ result: Type.Literal('OK') }), [403, 404]),
};
