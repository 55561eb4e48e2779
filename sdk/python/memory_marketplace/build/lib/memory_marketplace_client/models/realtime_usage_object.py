from enum import StrEnum


class RealtimeUsageObject(StrEnum):
    USAGE_REALTIME = "usage_realtime"

    def __str__(self) -> str:
        return str(self.value)
