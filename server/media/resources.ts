import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { MAX_RESOURCE_BYTES, RESOURCE_TYPES, type ResourceType } from './constants';
import { resourceTypeOf } from './sniff';

/** A resource's bytes, checked and typed, ready to be stored. */
export interface ResourceContent {
  contentType: ResourceType;
  data: Uint8Array;
}

/** The bytes as a typed resource, or why they cannot be one (a message to finish "refused: …"). */
export async function checkResource(data: Uint8Array): Promise<{ content: ResourceContent } | { problem: string }> {
  if (data.length === 0) return { problem: 'it is empty' };
  if (data.length > MAX_RESOURCE_BYTES) return { problem: `it is larger than ${MAX_RESOURCE_BYTES / 1024 / 1024} MB` };
  const contentType = await resourceTypeOf(data);
  if (!contentType) return { problem: `it is none of ${Object.keys(RESOURCE_TYPES).join(', ')}` };
  return { content: { contentType, data } };
}

/** Stores a resource; returns its id. */
export async function insertResource(db: Kysely<Database>, { contentType, data }: ResourceContent, now: number): Promise<string> {
  const id = randomUUID();
  await db.insertInto('resources').values({ id, content_type: contentType, size: data.length, data, created_at: now }).execute();
  return id;
}

export function findResource(db: Kysely<Database>, id: string) {
  return db.selectFrom('resources').select(['id', 'content_type', 'data']).where('id', '=', id).executeTakeFirst();
}

export async function deleteResource(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('resources').where('id', '=', id).execute();
}

/** 'image' or 'video', as an announcement's media_type says it. */
export function mediaKindOf(contentType: string): 'image' | 'video' {
  return contentType.startsWith('video/') ? 'video' : 'image';
}
