"""The typed contracts the layers above the pure core share.

A brain returns a `Decision` for a `TurnContext`; the agent applies it; the store persists
the turns and proposals it is given. Keeping these types here, below `agent`, `brains` and
`store`, lets each of them import the contract without importing the others.
"""
