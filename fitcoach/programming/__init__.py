"""The programming engine: pure functions that build, edit and check training plans."""
