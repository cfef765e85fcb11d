"""The three-tier living memory: pure rules over typed entries."""
