// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace rp {

// The names QSettings and QStandardPaths file things under, and the version --version and the
// About box print; the same for the program and its window library (RENTPLAN_VERSION comes
// from the project version, app/CMakeLists.txt).
inline void setAppIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("RentPlan"));
    QCoreApplication::setApplicationName(QStringLiteral("RentPlan"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RENTPLAN_VERSION));
}

} // namespace rp
