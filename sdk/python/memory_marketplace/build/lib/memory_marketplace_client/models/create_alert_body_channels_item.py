from enum import StrEnum


class CreateAlertBodyChannelsItem(StrEnum):
    EMAIL = "email"
    WEBHOOK = "webhook"

    def __str__(self) -> str:
        return str(self.value)
