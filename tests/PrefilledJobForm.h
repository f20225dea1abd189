#pragma once

// The Ledger's job form that the next click opens ("Record as job…"): what it comes prefilled with,
// then Cancel, so nothing is written.
#include "views/ledger/JobFormDialog.h"

#include <QApplication>
#include <QTimer>
#include <QtTest>

namespace rp::test {

// Call right before the click that opens the form; `into` receives the job the form was filled with.
inline void cancelNextJobForm(JobRecord* into)
{
    QTimer::singleShot(0, [into] {
        auto* form = qobject_cast<JobFormDialog*>(QApplication::activeModalWidget());
        QVERIFY(form);
        *into = form->job();
        form->reject();
    });
}

} // namespace rp::test
