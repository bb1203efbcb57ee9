/**
 * The job item of every on-demand job (shared/jobs.ts; docs/data-model.md "Job record"): who
 * started it and in whose name it acts, its status and progress, what was asked (the job's own
 * fields) and, at the end, its outcome. One item `JOB#<id>`, listed per owner on GSI1
 * (`USER#<ulid>#JOB`, newest first), removed by TTL. The bulk SKPI print (functions/domain/cetak/)
 * and the bulk student import (functions/domain/impor/) build their items on `JobBase`.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Admin } from '@functions/lib/admin-write';
import { ddb } from '@functions/lib/clients';
import { WriteRefused } from '@functions/lib/domain-errors';
import { jobKeys } from '@functions/lib/entities/jobs';
import { getItem, queryAll, type TransactItem, tableName, transact } from '@functions/lib/table';
import { putNew } from '@functions/lib/write-items';
import type { JobName, JobStatus } from '@shared/jobs';
import { type Bahasa, currentLanguage } from '@shared/messages/language';
import { type JobText, jobText } from './text';

/** The starter, to act in their name (audit) and scope. */
export interface JobActor {
  userId: string;
  nim: string;
  role: Admin['auth']['role'];
  nama: string;
  id_prodi: number | null;
  requestId: string;
}

export interface JobBase<N extends JobName> {
  type: 'job';
  job: N;
  id: string;
  owner: string;
  status: JobStatus;
  done: number;
  total: number;
  /** In both languages (./text.ts; `readJobText` also reads an item written before, a string). */
  label: JobText;
  actor: JobActor;
  /**
   * The language of the request that started it: what the job writes once for one reader (an
   * export's file and headers, a mail) is in it (./language.ts). Absent on a job recorded before
   * jobs kept one: Indonesian.
   */
  bahasa?: Bahasa;
  /** Progress or outcome, in both languages (./text.ts; `readJobText` also reads a string). */
  message: JobText | null;
  created_at: string;
  updated_at: string;
  ttl: number;
}

/**
 * A job that has not moved for this long died without recording it (its Lambda ran out of time or
 * memory, or the invoke was lost): a running job writes its progress every second.
 */
export const JOB_STALE_MS = 5 * 60 * 1000;

/** True when a queued or running job stopped moving: answers show it as failed. */
export const isDead = (job: JobBase<JobName>, now = Date.now()) =>
  (job.status === 'queued' || job.status === 'running') && now - Date.parse(job.updated_at) > JOB_STALE_MS;

/** The common fields of a new job started by `actor` in the language in force (the request's), kept `days` days. */
export function newJob<N extends JobName>(name: N, id: string, actor: Admin, label: () => string, total: number, days: number): JobBase<N> {
  const now = new Date().toISOString();
  return {
    type: 'job',
    job: name,
    id,
    owner: actor.auth.userId,
    status: 'queued',
    done: 0,
    total,
    label: jobText(label),
    actor: {
      userId: actor.auth.userId,
      nim: actor.auth.nim,
      role: actor.auth.role,
      nama: actor.auth.user.nama,
      id_prodi: actor.auth.id_prodi,
      requestId: actor.requestId,
    },
    bahasa: currentLanguage(),
    message: null,
    created_at: now,
    updated_at: now,
    ttl: Math.floor(Date.now() / 1000) + days * 86_400,
  };
}

export const jobsRepo = {
  /** The job `id` when it is a `name` job. */
  async get<T extends JobBase<JobName>>(name: T['job'], id: string): Promise<T | undefined> {
    const job = await getItem<T>(jobKeys.job(id), { ConsistentRead: true });
    return job?.job === name ? job : undefined;
  },

  /** The language job `id` runs in (whatever its kind): its starter's; undefined for no such job or one recorded without. */
  async languageOf(id: string): Promise<Bahasa | undefined> {
    const job = await getItem<Pick<JobBase<JobName>, 'type' | 'bahasa'>>(jobKeys.job(id), { ConsistentRead: true });
    return job?.type === 'job' ? job.bahasa : undefined;
  },

  /** A user's `name` jobs, newest first. */
  listOf: <T extends JobBase<JobName>>(name: T['job'], userId: string, limit = 20) =>
    queryAll<T>({
      index: 'GSI1',
      pk: jobKeys.jobsByOwner(userId),
      forward: false,
      limit,
      FilterExpression: '#job = :job',
      ExpressionAttributeNames: { '#job': 'job' },
      ExpressionAttributeValues: { ':job': name },
    }),

  /** Records a new job, with `extra` items in the same transaction (a claimed upload, ...); WriteRefused('stale') when one of them fails its condition. */
  async put<T extends JobBase<JobName>>(job: T, extra: TransactItem[] = []): Promise<void> {
    // the job's own fields ride along at run time; the type of the spread is the common part's
    const fields: JobBase<JobName> = job;
    await transact([putNew({ ...jobKeys.job(job.id), GSI1PK: jobKeys.jobsByOwner(job.owner), GSI1SK: job.created_at, ...fields }), ...extra], {
      refuse: () => new WriteRefused('stale'),
    });
  },

  /** Records progress or the end of a job; with `extra` items (the end's audit entry), in one transaction. */
  async update<T extends JobBase<JobName>>(id: string, change: Partial<T>, extra: TransactItem[] = []): Promise<void> {
    const entries = Object.entries({ ...change, updated_at: new Date().toISOString() });
    const update = {
      TableName: tableName(),
      Key: jobKeys.job(id),
      UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
    };
    if (extra.length === 0) await ddb().send(new UpdateCommand(update));
    else await transact([{ Update: update }, ...extra]);
  },
};
