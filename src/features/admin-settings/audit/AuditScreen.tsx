export default function AuditScreen() { return <h1 className="text-2xl font-bold">AuditScreen</h1>; }
