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
