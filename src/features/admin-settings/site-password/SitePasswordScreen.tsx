export default function SitePasswordScreen() { return <h1 className="text-2xl font-bold">SitePasswordScreen</h1>; }
