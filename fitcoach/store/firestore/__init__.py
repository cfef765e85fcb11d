"""Firestore, the spec's own store: the repository protocol on Cloud Firestore.

Layout (documents as the spec shows them, our fields beside them; every read-modify-write
of a user's documents is one user commit, see `user_commit`):

    users/{userId}                              account + commit_rev
      commits/{n}                               guards of user commits (TTL on expire_at)
      workout_logs/{logId}                      the spec's log + date, day, unit, exercise_ids
      prs/{exerciseSlug}                        estimated_1rm, max_weight_set, rep_records
        history/{n}                             every change of the record
      tier_1_staples/{memoryId}                 live memory, one collection per tier
      tier_2_physiological/{memoryId}
      tier_3_situational/{memoryId}
      memory_history/{auto}                     every memory change, as the SQL history
      plans/{weekStartDate}                     the spec's week + version
        versions/{n}                            every saved version
      proposals/{proposalId}                    staged proposals and their status
      chat_turns/{turnId}                       the conversation
      idempotency_keys/{sha256(key)}            first answers to keyed requests (TTL)
    usernames/{lower-case name}                 unique names
    auth_tokens/{sha256(token)}                 login tokens (TTL on expires_at)
    login_throttle/{sha256(key)}                failed-login counters
      revisions/{n}                             (TTL on expire_at)
    llm_cache/{contentHash}                     the Gemini context-cache registry
    llm_capabilities/{sha256(url, model)}       what each OpenAI-compatible server takes

`google-cloud-firestore` is the optional extra `fitcoach[firestore]`; it is imported only
when a method runs, so importing this package needs nothing extra.
"""

from fitcoach.store.firestore.client import is_firestore_url, project_from_url
from fitcoach.store.firestore.repository import FirestoreRepository

__all__ = ["FirestoreRepository", "is_firestore_url", "project_from_url"]
