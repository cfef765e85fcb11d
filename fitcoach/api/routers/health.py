from __future__ import annotations

from fastapi import APIRouter, Depends

from fitcoach.api.deps import get_session
from fitcoach.api.responses import HealthOut
from fitcoach.store.db import Session, ping

router = APIRouter()


@router.get("/healthz", response_model=HealthOut)
def healthz(session: Session = Depends(get_session)) -> dict[str, str]:
    ping(session)
    return {"status": "ok"}
