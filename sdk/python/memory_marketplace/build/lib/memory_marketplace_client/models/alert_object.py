from enum import StrEnum


class AlertObject(StrEnum):
    ALERT = "alert"

    def __str__(self) -> str:
        return str(self.value)
