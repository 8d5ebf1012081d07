import type { ColumnType, Generated } from 'kysely';

/**
 * Tables owned by better-auth keep its camelCase columns; Surcos' own tables
 * use snake_case. Dates in better-auth tables come back as Date on
 * PostgreSQL and as strings on SQLite, hence the union.
 */
type AuthDate = ColumnType<Date | string, Date | string, Date | string>;

/** A nullable column that may be left out of an insert. */
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: ColumnType<boolean | number, boolean | number, boolean | number>;
  image: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
  searchName: string | null;
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
  /** Epoch milliseconds; null while the account is in good standing. */
  suspendedAt: number | null;
  suspensionReason: string | null;
  /**
   * contracts/src/languages.ts. better-auth adds the column (an additional field, so the
   * session carries it); null, for members from before it, reads as Spanish.
   */
  language: string | null;
  /**
   * `@handle@host` (contracts/src/handle-values.ts): unique whatever its case (`user_handle`
   * on `lower(handle)`), required once migration 028 gave every member one. A better-auth
   * additional field, so sign-up takes it and the session carries it.
   */
  handle: string;
  /** Epoch milliseconds of the member's one change of handle; null while they may still make it. */
  handleChangedAt: number | null;
}

export type UserRole = 'user' | 'admin';

/** A user (`user_id`) who blocked another (`blocked_id`). */
export interface UserBlockTable {
  user_id: string;
  blocked_id: string;
  created_at: number;
}

/** A user (`user_id`) who muted another (`muted_id`). */
export interface UserMuteTable {
  user_id: string;
  muted_id: string;
  created_at: number;
}

export interface SessionTable {
  id: string;
  token: string;
  userId: string;
  expiresAt: AuthDate;
  createdAt: AuthDate;
  updatedAt: AuthDate;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface RateLimitTable {
  key: string;
  count: number;
  /** Epoch milliseconds when the window closes. */
  reset_at: number;
}

export interface AlbumTable {
  id: string;
  name: string;
  artist: string;
  year: number | null;
  genre: string;
  label: string;
  country: string;
  released: string;
  notes: string;
  /** JSON arrays, as text on both dialects. */
  formats: string;
  lowest_price: number;
  tracklist: string;
  styles: string;
  rating: number;
  rating_count: number;
  credits: string;
  discogs_url: string | null;
  videos: string;
  image: string | null;
  all_images: string;
  /** Folded (lower case, no accents) copies for search and ordering. */
  search_text: string;
  artist_sort: string;
  name_sort: string;
  genre_sort: string;
  owner_count: Generated<number>;
  /** Epoch milliseconds of the latest add by any owner. */
  last_added_at: number | null;
  fetched_at: number;
  /** JSON array of catalogue numbers, as a listing gave them. */
  catalog_numbers: Generated<string>;
  /** The Discogs master release, when there is one: all pressings of one album share it. */
  master_id: string | null;
  /**
   * The member whose file gave this album its text, until the music database
   * confirms the release: their description, which nobody else is shown as
   * the album. Null when the music database gave the text.
   */
  listed_by: Generated<string | null>;
}

/** A barcode of a release, under one of its look-up keys (contracts' barcodes.ts). */
export interface AlbumBarcodeTable {
  code: string;
  album_id: string;
}

export interface AlbumOwnerTable {
  album_id: string;
  user_id: string;
  /** Epoch ms of the owner's earliest copy. */
  added_at: number;
  /** The import that added it; null when the owner added it by hand. */
  import_id: Nullable<string>;
}

export interface AlbumCopyTable {
  id: string;
  user_id: string;
  album_id: string;
  folder: Generated<string>;
  media_condition: Nullable<string>;
  sleeve_condition: Nullable<string>;
  notes: Generated<string>;
  rating: Generated<number>;
  added_at: number;
  /** JSON object, name → text. */
  custom_fields: Generated<string>;
  discogs_instance_id: Nullable<number>;
  import_id: Nullable<string>;
}

export interface WishlistEntryTable {
  user_id: string;
  album_id: string;
  added_at: number;
  /** The wisher's own note ('Notes' of a Discogs wantlist). */
  notes: Generated<string>;
  import_id: Nullable<string>;
}

export interface CollectionTable {
  id: string;
  user_id: string;
  name: string;
  description: string;
  privacy: 'public' | 'private';
  search_text: string;
  created_at: number;
  updated_at: number;
  /** Set while an admin keeps the collection hidden (private, and it cannot be made public). */
  hidden_at: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface CollectionAlbumTable {
  collection_id: string;
  album_id: string;
  position: number;
}

export interface CollectionViewTable {
  collection_id: string;
  user_id: string;
  viewed_at: number;
}

export interface FollowTable {
  follower_id: string;
  following_id: string;
  created_at: number;
}

/** What a followed user owns or wishes for, as one of their followers sees it (migration 027). */
export interface FollowedHoldingTable {
  viewer_id: string;
  holder_id: string;
  held: 'owned' | 'wished';
  album_id: string;
  /** A remote holder's release's master, as its server gave it (migration 034); null for members here. */
  master_id: Nullable<string>;
}

/**
 * A followed user's pressing paired with a viewer's album (migration 027): `have`, they own a
 * pressing of what the viewer wishes for; `want`, they wish for a pressing of what the viewer owns.
 */
export interface FollowedMatchTable {
  viewer_id: string;
  holder_id: string;
  side: 'have' | 'want';
  mine_id: string;
  theirs_id: string;
  level: 'release' | 'master';
  /** Where the holder stands in Coincidencias' order (migration 039), kept by triggers on renames. */
  sort_name: string;
}

export interface FeedVisitTable {
  user_id: string;
  visited_at: number;
}

export interface ConversationTable {
  id: string;
  /** The two participants' ids in order, joined: one conversation per pair. */
  pair_key: string;
  created_at: number;
  last_seq: Generated<number>;
  last_message: Generated<string>;
  last_activity_at: number;
}

export interface ConversationMemberTable {
  conversation_id: string;
  user_id: string;
  /** Null once the other participant deleted their account. */
  other_user_id: string | null;
  /** 1 when the latest message has not been read by this member (0/1 on both dialects). */
  unread: Generated<number>;
  last_activity_at: number;
}

export interface MessageTable {
  id: string;
  conversation_id: string;
  seq: number;
  /** Null once the sender deleted their account. */
  sender_id: string | null;
  client_id: string | null;
  text: string;
  created_at: number;
  /** Set once an admin hid the message: both participants see a fixed text instead. */
  hidden_at: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ImportJobTable {
  id: string;
  user_id: string;
  kind: 'collection' | 'wantlist' | 'account';
  /** The file's name, or the Discogs username. */
  source: string;
  state: 'planning' | 'queued' | 'running' | 'paused' | 'ready' | 'done' | 'cancelled' | 'failed';
  total_rows: Generated<number>;
  cursor: Generated<number>;
  copies_added: Generated<number>;
  copies_skipped: Generated<number>;
  wants_added: Generated<number>;
  wants_skipped: Generated<number>;
  failed_rows: Generated<number>;
  error: Nullable<string>;
  source_state: Generated<string>;
  lease_owner: Nullable<string>;
  lease_until: Generated<number>;
  resume_at: Generated<number>;
  created_at: number;
  updated_at: number;
  finished_at: Nullable<number>;
  /** Failed steps in a row; 0 after a step that worked. */
  attempts: Generated<number>;
  /** Rows before this position are written one at a time: a batch of them failed. */
  isolate_until: Generated<number>;
}

export interface ImportRowTable {
  job_id: string;
  position: number;
  line: number;
  status: 'pending' | 'added' | 'skipped' | 'failed';
  reason: Generated<string>;
  release_id: Generated<string>;
  artist: Generated<string>;
  title: Generated<string>;
  payload: Generated<string>;
}

export interface NotificationTable {
  id: string;
  user_id: string;
  actor_id: string | null;
  /** The account on another server that caused it (a remote follower); `actor_id` is then null. */
  remote_actor_id: Nullable<string>;
  kind: string;
  group_key: string;
  subject_id: string | null;
  subject_name: Generated<string>;
  count: Generated<number>;
  created_at: number;
  updated_at: number;
  read_at: Nullable<number>;
  emailed_at: Nullable<number>;
}

export interface NotificationPreferenceTable {
  user_id: string;
  kind: string;
  /** 0/1 on both dialects. */
  in_app: number;
  email: number;
}

export interface NotificationDigestTable {
  user_id: string;
  /** Epoch ms of the latest daily mail's claim (0: none yet). */
  sent_at: number;
  /** Epoch ms the member last had Surcos open: their mail waits while that is recent. */
  active_at: ColumnType<number, number | undefined, number>;
}

export type ReportTargetKind = 'user' | 'collection' | 'message' | 'remote_account' | 'remote_post';
export type ReportState = 'open' | 'dismissed' | 'actioned';

/** A report a user filed about a user, a collection or a message; null reporter once their account is gone. */
export interface ReportTable {
  id: string;
  reporter_id: string | null;
  target_kind: ReportTargetKind;
  target_id: string;
  target_user_id: string | null;
  /** The remote account's actor URI, for a report of an account or post of another server (migration 035). */
  target_actor_id: Nullable<string>;
  target_label: string;
  reason: string;
  text: string;
  state: ColumnType<ReportState, ReportState | undefined, ReportState>;
  created_at: number;
  resolved_by: string | null;
  resolved_at: number | null;
}

/** One admin action (or one of `npm run admin`, with a null actor). */
export interface AuditLogTable {
  id: string;
  actor_id: string | null;
  actor_label: string;
  action: string;
  target_kind: string | null;
  target_id: string | null;
  target_label: string | null;
  detail: string;
  created_at: number;
}

/** A member's personal access token: its SHA-256 only (hex), never the token. Epoch milliseconds. */
export interface PersonalTokenTable {
  id: string;
  user_id: string;
  name: string;
  scope: 'read' | 'read+write';
  token_hash: string;
  created_at: number;
  last_used_at: Nullable<number>;
  /** Null: never expires. */
  expires_at: Nullable<number>;
}

/** Fedify's key–value store (modules/federation/kv-store.repository.ts): JSON values, epoch-ms expiry. */
export interface FederationKvTable {
  key: string;
  value: string;
  expires_at: Nullable<number>;
}

/** Fedify's message queue on the database (modules/federation/message-queue.repository.ts). */
export interface FederationMessageTable {
  id: string;
  /** The message, as JSON. */
  payload: string;
  ordering_key: Nullable<string>;
  /** Epoch milliseconds from which it may be handed to a worker. */
  deliver_at: number;
  enqueued_at: number;
  /** Enqueue order, for first-in first-out among messages due at once. */
  seq: number;
  /** While a worker holds it; a lapsed lease (a stopped server) hands it to another. */
  locked_until: Nullable<number>;
}

/** A member's actor key pair for one algorithm, as JWK JSON (modules/federation/actor-keys.repository.ts). */
export interface ActorKeyTable {
  user_id: string;
  algorithm: 'rsa' | 'ed25519';
  public_key: string;
  private_key: string;
  created_at: number;
}

/** An actor of another server, as last fetched (modules/federation/remote-actors.repository.ts). */
export interface RemoteActorTable {
  /** The actor's URI. */
  id: string;
  /** `user@host`, from its preferredUsername and its id's host. */
  handle: string;
  inbox: string;
  shared_inbox: Nullable<string>;
  name: Nullable<string>;
  url: Nullable<string>;
  icon_url: Nullable<string>;
  fetched_at: number;
  /** Where it stands in Coincidencias' order: its name, else its handle, folded as a member's (migration 040). */
  sort_name: string;
}

/** A remote actor following a member; `follow_id` is their Follow's id. */
export interface RemoteFollowerTable {
  user_id: string;
  actor_id: string;
  follow_id: string;
  created_at: number;
}

/** A post sent to a member's followers on other servers (migration 031). */
export interface FederatedPostTable {
  id: string;
  user_id: string;
  kind: 'album' | 'collection' | 'import';
  subject_id: string;
  /** The Note's parts as sent (modules/federation/outgoing-posts.ts), JSON. */
  note: string;
  created_at: number;
}

/** A post of a remote actor some member follows (migration 032); `content` is plain text. */
export interface RemotePostTable {
  /** The Note's id. */
  id: string;
  actor_id: string;
  content: string;
  url: Nullable<string>;
  image_url: Nullable<string>;
  /** Its content warning as plain text ('' for `sensitive` without words); null: none (migration 038). */
  content_warning: Nullable<string>;
  published_at: Nullable<number>;
  received_at: number;
  /** Its place in the feed: published, but never after it arrived. */
  at: number;
  /** Hidden by an admin after a report (migration 035): in nobody's feed. */
  hidden_at: Nullable<number>;
}

/** A member's follow of a remote actor (migration 030); `follow_id` is the Follow sent, which Accept and Reject name. */
export interface RemoteFollowTable {
  user_id: string;
  actor_id: string;
  follow_id: string;
  state: 'pending' | 'accepted';
  created_at: number;
}

/** A Discogs release a remote actor owns or wishes for, from its `haves` / `wants` (migration 034). */
export interface RemoteHoldingTable {
  actor_id: string;
  held: 'owned' | 'wished';
  release_id: string;
  master_id: string | null;
}

/** When a followed remote actor's holdings are next fetched, and when they last were (migration 034). */
export interface RemoteHoldingSyncTable {
  actor_id: string;
  due_at: number;
  synced_at: number | null;
  failures: Generated<number>;
}

/** A member's block of an actor on another server (migration 033); `block_id` is the Block sent. */
export interface RemoteBlockTable {
  user_id: string;
  actor_id: string;
  block_id: string;
  created_at: number;
}

/** A server blocked by an admin (migration 033), by `URL.host` (port included). */
export interface DomainBlockTable {
  host: string;
  reason: string | null;
  created_at: number;
}

/** A member's handle before their one change (migration 037), lower case: it still leads to them. */
export interface FormerHandleTable {
  handle: string;
  user_id: string;
  created_at: number;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  rate_limit: RateLimitTable;
  album: AlbumTable;
  album_owner: AlbumOwnerTable;
  album_barcode: AlbumBarcodeTable;
  album_copy: AlbumCopyTable;
  wishlist_entry: WishlistEntryTable;
  collection: CollectionTable;
  collection_album: CollectionAlbumTable;
  collection_view: CollectionViewTable;
  follow: FollowTable;
  followed_holding: FollowedHoldingTable;
  followed_match: FollowedMatchTable;
  feed_visit: FeedVisitTable;
  conversation: ConversationTable;
  conversation_member: ConversationMemberTable;
  message: MessageTable;
  import_job: ImportJobTable;
  import_row: ImportRowTable;
  user_block: UserBlockTable;
  user_mute: UserMuteTable;
  notification: NotificationTable;
  notification_preference: NotificationPreferenceTable;
  notification_digest: NotificationDigestTable;
  report: ReportTable;
  audit_log: AuditLogTable;
  personal_token: PersonalTokenTable;
  federation_kv: FederationKvTable;
  federation_message: FederationMessageTable;
  actor_key: ActorKeyTable;
  remote_actor: RemoteActorTable;
  remote_follower: RemoteFollowerTable;
  federated_post: FederatedPostTable;
  remote_follow: RemoteFollowTable;
  remote_block: RemoteBlockTable;
  former_handle: FormerHandleTable;
  domain_block: DomainBlockTable;
  remote_post: RemotePostTable;
  remote_holding: RemoteHoldingTable;
  remote_holding_sync: RemoteHoldingSyncTable;
  kysely_migration: { name: string; timestamp: string; id?: Generated<number> };
}
