"""POST /api/coach/chat — written by the chat pipeline; included by create_app."""

from fastapi import APIRouter

router = APIRouter()
