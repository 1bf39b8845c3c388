import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** Every answer of the product API uses the spec's envelope. */
export const ErrorAnswer = Type.Object({
  status: Type.Literal('error'),
  message: Type.String(),
  /** A machine-readable code where the spec has one (ERR_VFS_…): what clients and tests branch on. */
  code: Type.Optional(Type.String()),
  errors: Type.Optional(Type.Array(Type.String())),
});
export type ErrorAnswer = Static<typeof ErrorAnswer>;

/** An error answer where the spec asks for `data.errors` (switchaccount): what was wrong with each failed field, by its name. */
export type FieldErrorAnswer = ErrorAnswer & { data: { errors: Readonly<Record<string, string>> } };

export const successOf = <T extends TSchema>(data: T) =>
  Type.Object({
    status: Type.Literal('success'),
    message: Type.Optional(Type.String()),
    data,
  });

export interface Success<T> {
  status: 'success';
  message?: string;
  data: T;
}

export type Answer<T> = Success<T> | ErrorAnswer;
