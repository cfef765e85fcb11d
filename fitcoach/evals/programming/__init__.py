"""The programming review suite: personas judged by coaching checks (see suite.py)."""
