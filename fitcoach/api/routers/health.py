from __future__ import annotations

from fastapi import APIRouter, Depends
from sqlalchemy import text
from sqlalchemy.orm import Session

from fitcoach.api.deps import get_session
from fitcoach.api.responses import HealthOut

router = APIRouter()


@router.get("/healthz", response_model=HealthOut)
def healthz(session: Session = Depends(get_session)) -> dict[str, str]:
    session.execute(text("SELECT 1"))
    return {"status": "ok"}
