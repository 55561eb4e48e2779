from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.invoice_object import InvoiceObject

T = TypeVar("T", bound="Invoice")


@_attrs_define
class Invoice:
    """
    Attributes:
        id (str):
        object_ (InvoiceObject):
        subscription_id (str):
        amount_usd (float):
        currency (str):
        status (str):
        period_start (datetime.datetime):
        period_end (datetime.datetime):
        created_at (datetime.datetime):
        paid_at (datetime.datetime | None):
        failure_reason (None | str):
    """

    id: str
    object_: InvoiceObject
    subscription_id: str
    amount_usd: float
    currency: str
    status: str
    period_start: datetime.datetime
    period_end: datetime.datetime
    created_at: datetime.datetime
    paid_at: datetime.datetime | None
    failure_reason: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        object_ = self.object_.value

        subscription_id = self.subscription_id

        amount_usd = self.amount_usd

        currency = self.currency

        status = self.status

        period_start = self.period_start.isoformat()

        period_end = self.period_end.isoformat()

        created_at = self.created_at.isoformat()

        paid_at: None | str
        if isinstance(self.paid_at, datetime.datetime):
            paid_at = self.paid_at.isoformat()
        else:
            paid_at = self.paid_at

        failure_reason: None | str
        failure_reason = self.failure_reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "object": object_,
                "subscription_id": subscription_id,
                "amount_usd": amount_usd,
                "currency": currency,
                "status": status,
                "period_start": period_start,
                "period_end": period_end,
                "created_at": created_at,
                "paid_at": paid_at,
                "failure_reason": failure_reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        object_ = InvoiceObject(d.pop("object"))

        subscription_id = d.pop("subscription_id")

        amount_usd = d.pop("amount_usd")

        currency = d.pop("currency")

        status = d.pop("status")

        period_start = datetime.datetime.fromisoformat(d.pop("period_start"))

        period_end = datetime.datetime.fromisoformat(d.pop("period_end"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_paid_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                paid_at_type_0 = datetime.datetime.fromisoformat(data)

                return paid_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        paid_at = _parse_paid_at(d.pop("paid_at"))

        def _parse_failure_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        failure_reason = _parse_failure_reason(d.pop("failure_reason"))

        invoice = cls(
            id=id,
            object_=object_,
            subscription_id=subscription_id,
            amount_usd=amount_usd,
            currency=currency,
            status=status,
            period_start=period_start,
            period_end=period_end,
            created_at=created_at,
            paid_at=paid_at,
            failure_reason=failure_reason,
        )

        invoice.additional_properties = d
        return invoice

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
