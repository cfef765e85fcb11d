"""The Firestore tests use `firestore_emulator` from tests/conftest.py (shared with the API
suite when it runs on Firestore)."""
