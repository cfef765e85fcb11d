"""One chat turn: context assembly, brain call, decision -> validated proposal."""
